/**
 * The inspector page's script (inline, no network but its own server): it keeps every
 * received message per actor, shows the chosen snapshot — the chart with its state
 * highlighted, the board the server draws for it, the context as a tree, the event that
 * led there — and lets the reader go back to any snapshot received (time travel); while on
 * the latest one it follows new snapshots as they come.
 */
export const PAGE_SCRIPT = `
const actors = new Map();
let current = null;
let shown = -1;
const $ = (id) => document.getElementById(id);
function actorOf(id) {
  if (!actors.has(id)) {
    actors.set(id, { id, name: id, chart: null, snapshots: [], events: 0 });
    const option = Object.assign(document.createElement('option'), { value: id, textContent: id });
    $('actor').appendChild(option);
  }
  return actors.get(id);
}
function receive(m) {
  const a = actorOf(m.sessionId);
  if (m.type === '@xstate.actor') {
    a.name = m.name;
    a.chart = m.firerules.chart || null;
    $('actor').querySelector('option[value="' + CSS.escape(a.id) + '"]').textContent = m.name + ' (' + a.id + ')';
    if (current === null && !m.parentId) select(a.id);
  } else if (m.type === '@xstate.event') {
    a.events++;
  } else if (m.type === '@xstate.snapshot') {
    a.snapshots.push({ index: m.firerules.index, state: m.firerules.state, summary: m.firerules.summary, snapshot: m.snapshot });
    if (current === null) select(a.id);
    else if (current === a.id) {
      appendLogLine(a.snapshots[a.snapshots.length - 1]);
      const following = $('follow').checked || shown < 0;
      $('slider').max = a.snapshots.length - 1;
      if (following) show(a.snapshots.length - 1);
      else counter();
    }
  }
}
function appendLogLine(s) {
  const li = document.createElement('li');
  li.textContent = s.summary || '(start)';
  li.dataset.index = s.index;
  li.title = s.state;
  li.onclick = () => { $('follow').checked = false; show(s.index); };
  $('log').appendChild(li);
}
function select(id) {
  current = id;
  shown = -1;
  const a = actors.get(id);
  $('actor').value = id;
  $('chart').innerHTML = a.chart || '<p class="none">no chart: this actor sent no machine definition we could read</p>';
  $('log').replaceChildren();
  a.snapshots.forEach(appendLogLine);
  $('slider').max = Math.max(0, a.snapshots.length - 1);
  if (a.snapshots.length) show(a.snapshots.length - 1);
}
function counter() {
  const a = actors.get(current);
  $('step').textContent = 'snapshot ' + shown + ' of ' + (a.snapshots.length - 1);
}
function show(n) {
  const a = actors.get(current);
  if (!a || !a.snapshots.length) return;
  shown = Math.max(0, Math.min(a.snapshots.length - 1, n));
  const s = a.snapshots[shown];
  document.querySelectorAll('#chart g.state').forEach((g) => {
    const p = g.getAttribute('data-state');
    g.classList.toggle('current', s.state === p || s.state.startsWith(p + '.'));
  });
  $('slider').value = shown;
  counter();
  $('machine').textContent = s.state || '(no state value)';
  $('event').textContent = s.summary || '(start)';
  $('snapshot-status').textContent = s.snapshot.status || '';
  document.querySelectorAll('#log li.here').forEach((li) => li.classList.remove('here'));
  const li = $('log').children[shown];
  if (li) { li.classList.add('here'); if ($('follow').checked) li.scrollIntoView({ block: 'nearest' }); }
  $('context').replaceChildren(tree('context', s.snapshot.context, true));
  board(a.id, shown);
}
let boardRequest = 0;
async function board(id, index) {
  const mine = ++boardRequest;
  let picture = null;
  try {
    const r = await fetch('/board/' + encodeURIComponent(id) + '/' + index + '.json');
    if (r.ok) picture = await r.json();
  } catch (e) { /* the server has gone: the rest of the page still works */ }
  if (mine !== boardRequest) return;
  $('board').innerHTML = picture ? picture.svg : '<p class="none">no board: the context is not a game state this inspector knows</p>';
  $('board').dataset.index = picture ? index : '';
  $('board-status').textContent = picture ? picture.status : '';
}
// The context as nested details: children are built when opened (a game state is large).
function tree(key, value, open) {
  if (value === null || typeof value !== 'object') {
    const leaf = document.createElement('div');
    leaf.className = 'leaf';
    leaf.textContent = key + ': ' + JSON.stringify(value);
    return leaf;
  }
  const d = document.createElement('details');
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  const summary = document.createElement('summary');
  summary.textContent = key + (Array.isArray(value) ? ' [' + value.length + ']' : ' {' + entries.length + '}');
  d.appendChild(summary);
  let built = false;
  const build = () => { if (built) return; built = true; entries.forEach(([k, v]) => d.appendChild(tree(String(k), v, false))); };
  d.addEventListener('toggle', () => { if (d.open) build(); });
  if (open) { d.open = true; build(); }
  return d;
}
$('actor').onchange = (e) => select(e.target.value);
$('prev').onclick = () => { $('follow').checked = false; show(shown - 1); };
$('next').onclick = () => show(shown + 1);
$('slider').oninput = (e) => { $('follow').checked = false; show(Number(e.target.value)); };
document.addEventListener('keydown', (e) => {
  if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') return;
  if (e.key === 'ArrowLeft') { $('follow').checked = false; show(shown - 1); }
  if (e.key === 'ArrowRight') show(shown + 1);
});
function connect() {
  const ws = new WebSocket('ws://' + location.host + '/page');
  ws.onopen = () => { $('connection').textContent = 'connected'; document.body.dataset.connected = 'yes'; };
  ws.onmessage = (e) => { try { receive(JSON.parse(e.data)); } catch (err) { console.error(err); } };
  ws.onclose = () => { $('connection').textContent = 'disconnected (what was received stays)'; document.body.dataset.connected = 'no'; };
}
connect();
`;
