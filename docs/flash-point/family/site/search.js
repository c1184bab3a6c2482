(function () {
  var search = new MiniSearch({ fields: ['title', 'text', 'section'], storeFields: ['href', 'title', 'section', 'text'],
    searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' } });
  search.addAll(SEARCH_DOCS);
  var q = new URLSearchParams(location.search).get('q') || '';
  var input = document.querySelector('main form.search input');
  var list = document.getElementById('results');
  var count = document.getElementById('count');
  function show(query) {
    list.textContent = '';
    var hits = query.trim() ? search.search(query) : [];
    count.textContent = query.trim() ? hits.length + (hits.length === 1 ? ' rule' : ' rules') + ' found' : '';
    hits.slice(0, 50).forEach(function (h) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = h.href;
      a.textContent = h.title;
      var where = document.createElement('em');
      where.textContent = ' — ' + h.section;
      var p = document.createElement('p');
      p.textContent = h.text.length > 220 ? h.text.slice(0, 220) + '…' : h.text;
      li.append(a, where, p);
      list.append(li);
    });
  }
  input.value = q;
  input.addEventListener('input', function () { show(input.value); });
  show(q);
})();
