// An ASL fire question through the library, in plain Node (ESM):
//   node node_modules/firerules/examples/library/asl-question.mjs
import { loadAslFire, kindle } from 'firerules/asl-fire';

const rules = loadAslFire(); // the asl-fire preset; loadAslFire({ configFile: 'my-game.yaml' }) for your own
const r = kindle(rules, { terrain: 'woods', ec: 'dry', unit: 'squad', leader: -1 });
console.log(`Woods kindle on ${r.kindlingNumber}, DRM ${r.drm}: ${(r.probability * 100).toFixed(1)}%`);
for (const e of r.drmBreakdown) console.log(`  ${e.value > 0 ? '+' : ''}${e.value} ${e.title ?? e.id} (${e.source})`);
