/**
 * The offline inspector page: one HTML document with its style and script inline and no
 * external address, served by src/inspector/server.ts. The chart SVG comes from the server
 * (the same renderer as the replay page), the board per snapshot too.
 */
import { PAGE_SCRIPT } from './page-script.ts';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const STYLE = `body{font-family:sans-serif;margin:1em;color:#222}h1{font-size:1.3em;margin:.2em 0}
.controls{margin:.5em 0;display:flex;gap:.6em;align-items:center;flex-wrap:wrap}button{font-size:1em;padding:.2em .8em}#slider{width:360px}
code{background:#f3f3f3;padding:1px 4px}.row{display:flex;gap:1.2em;align-items:flex-start;flex-wrap:wrap}
#chart svg{max-width:760px;height:auto}#board svg{max-width:560px;height:auto}.panel{border:1px solid #ddd;padding:6px;border-radius:4px}
#log{font-size:12px;max-height:260px;overflow:auto;margin:0;padding-left:3.2em;cursor:pointer}#log li.here{background:#ffe9b3}
#context{font:12px monospace;max-height:420px;overflow:auto;min-width:320px}#context details{margin-left:1em}#context .leaf{margin-left:2em;white-space:pre-wrap}
.none{color:#777;font-style:italic}#connection{font-size:.9em;color:#555}`;

export function inspectorPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body data-connected="no">
<h1>${esc(title)}</h1>
<div class="controls"><label>Actor <select id="actor"></select></label> <span id="connection">connecting…</span></div>
<div class="controls"><button id="prev">◀ earlier</button> <button id="next">later ▶</button> <input id="slider" type="range" min="0" max="0" value="0"> <span id="step">no snapshot yet</span> <label><input id="follow" type="checkbox" checked> follow live</label></div>
<p>State: <code id="machine"></code> · after: <code id="event"></code> <span id="snapshot-status"></span></p>
<div class="row"><div id="chart" class="panel"></div>
<div><h2>Events</h2><ol id="log" start="0"></ol></div></div>
<div class="row"><div><h2>Context</h2><div id="context" class="panel"></div></div>
<div><h2>Board</h2><div id="board" class="panel"></div><p id="board-status"></p></div></div>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
