/**
 * The replay page's inline script (plain JavaScript, so the page works from disk): it keeps
 * the pieces of the step on show and walks the steps' changes forward or back to reach
 * another step (src/docs/replay-data.ts says how they are stored), draws the legend with the
 * same shapes as the board, and keeps the game log beside it. Nothing in it knows a game.
 */
export const REPLAY_SCRIPT = `
const data = JSON.parse(document.getElementById('replay-data').textContent);
const NS = 'http://www.w3.org/2000/svg';
const layer = document.getElementById('pieces');
const steps = data.steps;
// Position -1 is the game as set up; 0.. are the steps after each action.
const stepAt = (n) => (n < 0 ? data.start : steps[n]);
const on = new Map();
data.start.add.forEach((k) => on.set(k, (on.get(k) || 0) + 1));
let at = -1;
function change(keys, by) { keys.forEach((k) => on.set(k, (on.get(k) || 0) + by)); }
function walkTo(n) {
  while (at < n) { at++; change(steps[at].remove, -1); change(steps[at].add, 1); }
  while (at > n) { change(steps[at].add, -1); change(steps[at].remove, 1); at--; }
}
function shape(style, x, y, size, label) {
  let el;
  if (style.shape === 'circle' || style.shape === 'ring') {
    el = document.createElementNS(NS, 'circle');
    el.setAttribute('cx', x); el.setAttribute('cy', y); el.setAttribute('r', size * 0.32);
    el.setAttribute(style.shape === 'ring' ? 'stroke' : 'fill', style.colour);
    if (style.shape === 'ring') { el.setAttribute('fill', 'none'); el.setAttribute('stroke-width', 2); }
  } else if (style.shape === 'square') {
    el = document.createElementNS(NS, 'rect');
    el.setAttribute('x', x - size * 0.35); el.setAttribute('y', y - size * 0.35);
    el.setAttribute('width', size * 0.7); el.setAttribute('height', size * 0.7); el.setAttribute('fill', style.colour);
  } else {
    el = document.createElementNS(NS, 'text');
    el.setAttribute('x', x); el.setAttribute('y', y + 5); el.setAttribute('text-anchor', 'middle');
    el.setAttribute('font-weight', 'bold'); el.setAttribute('fill', style.colour); el.textContent = label || style.text;
  }
  return el;
}
function place(key) {
  const [kind, where, label] = key.split(':');
  const p = where.split(',').map(Number);
  const g = data.geometry;
  const x = g.origin[p.length > 2 ? p[2] : 0] + p[1] * g.cell + g.cell / 2;
  const y = g.top + p[0] * g.cell + g.cell / 2;
  const name = data.kinds[kind];
  const el = shape(data.styles[name], x, y, g.cell, label);
  el.setAttribute('class', 'piece ' + name);
  layer.appendChild(el);
}
function drawPieces() {
  const keys = [];
  on.forEach((n, k) => { for (let j = 0; j < n; j++) keys.push(k); });
  // The game's order of kinds: later kinds are drawn on top.
  keys.sort((a, b) => Number(a.split(':')[0]) - Number(b.split(':')[0]));
  layer.replaceChildren();
  keys.forEach(place);
}
function drawLegend() {
  document.getElementById('legend').replaceChildren(...data.kinds.map((name) => {
    const style = data.styles[name];
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('width', 24); svg.setAttribute('height', 24);
    svg.appendChild(shape(style, 12, 12, 24, style.text || ''));
    const li = document.createElement('li');
    li.dataset.kind = name;
    li.append(svg, ' ' + style.meaning);
    return li;
  }));
}
const groupOf = (s) => (s.setup || s === data.start ? 'Setup' : 'Turn ' + s.turn);
const logItems = [];
function drawLog() {
  const list = document.getElementById('log');
  let group = '';
  [-1, ...steps.keys()].forEach((n) => {
    const s = stepAt(n);
    if (groupOf(s) !== group) {
      group = groupOf(s);
      list.appendChild(Object.assign(document.createElement('li'), { className: 'group', textContent: group }));
    }
    const li = Object.assign(document.createElement('li'), { textContent: n < 0 ? 'the game is set up' : s.action });
    li.dataset.step = n;
    li.onclick = () => show(n);
    logItems.push(li);
    list.appendChild(li);
  });
}
function show(n) {
  walkTo(Math.max(-1, Math.min(steps.length - 1, n)));
  const s = stepAt(at);
  const state = data.states[s.state];
  drawPieces();
  document.querySelectorAll('#chart g.state').forEach((g) => {
    const p = g.getAttribute('data-state');
    g.classList.toggle('current', state === p || state.startsWith(p + '.'));
  });
  document.getElementById('step').textContent = at < 0 ? 'setup (before step 0)' : 'step ' + at + ' of ' + (steps.length - 1);
  document.getElementById('who').textContent = groupOf(s);
  document.getElementById('action').textContent = s.action || '(the game as set up)';
  document.getElementById('machine').textContent = state;
  document.getElementById('status').textContent = s.status;
  document.getElementById('events').replaceChildren(...s.events.map((e) => Object.assign(document.createElement('li'), { textContent: e })));
  document.getElementById('slider').value = at;
  logItems.forEach((li) => li.classList.toggle('current', Number(li.dataset.step) === at));
  const current = logItems[at + 1];
  const box = current.parentElement;
  // Scroll the log box only, never the page.
  if (current.offsetTop < box.scrollTop || current.offsetTop > box.scrollTop + box.clientHeight - 20) box.scrollTop = current.offsetTop - box.clientHeight / 2;
}
document.getElementById('prev').onclick = () => show(at - 1);
document.getElementById('next').onclick = () => show(at + 1);
document.getElementById('slider').max = steps.length - 1;
document.getElementById('slider').oninput = (e) => show(Number(e.target.value));
document.addEventListener('keydown', (e) => {
  if (e.key === 'ArrowRight') show(at + 1);
  if (e.key === 'ArrowLeft') show(at - 1);
  if (e.key === 'Home') show(-1);
  if (e.key === 'End') show(steps.length - 1);
});
drawLegend();
drawLog();
show(steps.length ? 0 : -1);
`;
