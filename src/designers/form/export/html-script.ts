/**
 * The script of the exported HTML page, as source text. It works offline with no library: it fills
 * the controls from the initial data, repeats sub-form rows, draws signatures, checks the rules
 * (required and patterns, the messages of the renderer) and shows the validated data as JSON on
 * submit. Written as plain ES2017 so any current browser runs the saved file.
 */
export const PAGE_SCRIPT = String.raw`
  var form = document.getElementById(FORM_ID);
  var result = document.getElementById('form-result');

  function rowOf(el) { return el.closest('[data-row]'); }
  function tableOf(el) { return el.closest('[data-subform]'); }
  function controls(root, inRow) {
    return Array.prototype.filter.call(root.querySelectorAll('[data-field]'), function (el) { return inRow ? true : !rowOf(el); });
  }
  function typed(input) { return input.dataset.json !== undefined ? JSON.parse(input.dataset.json) : input.value; }

  function read(el) {
    var kind = el.dataset.kind;
    if (kind === 'number') return el.value === '' ? null : Number(el.value);
    if (kind === 'bool') return el.checked;
    if (kind === 'radio') { var on = el.querySelector('input:checked'); return on ? typed(on) : null; }
    if (kind === 'checks') return Array.prototype.map.call(el.querySelectorAll('input:checked'), typed);
    if (kind === 'multi') return Array.prototype.map.call(el.selectedOptions, typed);
    if (kind === 'range') { var ends = el.querySelectorAll('input'); return ends[0].value && ends[1].value ? [ends[0].value, ends[1].value] : null; }
    if (kind === 'files') return Array.prototype.map.call(el.files || [], function (file) { return { name: file.name, size: file.size }; });
    if (kind === 'html') return el.innerHTML;
    if (kind === 'sign') return el.dataset.value || '';
    if (el.tagName === 'SELECT') { var opt = el.selectedOptions[0]; return opt && opt.value !== '' ? typed(opt) : ''; }
    return el.value;
  }

  function same(a, b) { return a === b || String(a) === String(b); }
  function write(el, value) {
    var kind = el.dataset.kind;
    var list = Array.isArray(value) ? value : [value];
    if (kind === 'bool') el.checked = value === true;
    else if (kind === 'radio' || kind === 'checks') el.querySelectorAll('input').forEach(function (i) { i.checked = value !== null && value !== undefined && list.some(function (v) { return same(v, typed(i)); }); });
    else if (kind === 'multi') Array.prototype.forEach.call(el.options, function (o) { o.selected = list.some(function (v) { return same(v, typed(o)); }); });
    else if (kind === 'range') { var ends = el.querySelectorAll('input'); ends[0].value = Array.isArray(value) ? value[0] || '' : ''; ends[1].value = Array.isArray(value) ? value[1] || '' : ''; }
    else if (kind === 'files') { /* a file input cannot be preset */ }
    else if (kind === 'html') el.textContent = typeof value === 'string' ? value : '';
    else if (kind === 'sign') { el.dataset.value = ''; el.getContext('2d').clearRect(0, 0, el.width, el.height); }
    else if (el.tagName === 'SELECT') Array.prototype.forEach.call(el.options, function (o) { o.selected = value !== null && value !== undefined && value !== '' && same(value, typed(o)); });
    else el.value = value === null || value === undefined ? '' : String(value);
  }

  function isEmpty(value) { return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0); }
  // The rules of a field now; a form with linkage or scripts replaces this (hidden fields have none).
  var rulesOf = function (key) { return RULES[key] || []; };
  function check(el, value, key) {
    var list = rulesOf(key);
    for (var i = 0; i < list.length; i++) {
      var rule = list[i];
      if (rule.required && (isEmpty(value) || value === false)) return rule.message;
      if (rule.pattern && !isEmpty(value) && !new RegExp(rule.pattern.source, rule.pattern.flags).test(String(value))) return rule.message;
      if (rule.validator) {
        var failure = null;
        rule.validator(rule, value, function (error) { failure = error || null; });
        if (failure) return failure.message || String(failure);
      }
    }
    return '';
  }
  function show(el, message) {
    var box = el.closest('.form-control');
    var slot = box && box.querySelector('.form-error');
    if (slot) slot.textContent = message;
    if (box) box.classList.toggle('has-error', message !== '');
  }

  var templates = {};
  function number(table) {
    var rows = table.querySelectorAll('tbody > tr[data-row]');
    rows.forEach(function (row, index) {
      var no = row.querySelector('.row-no'); if (no) no.textContent = String(index + 1);
      row.querySelectorAll('input[type=radio]').forEach(function (r) { r.name = (r.dataset.group || (r.dataset.group = r.name)) + '.' + index; });
      var remove = row.querySelector('[data-remove-row]'); if (remove) remove.disabled = rows.length <= Number(table.dataset.min || 1);
    });
  }
  function addRow(table, values) {
    var row = templates[table.dataset.subform].cloneNode(true);
    table.querySelector('tbody').appendChild(row);
    controls(row, true).forEach(function (el) { write(el, values ? values[el.dataset.field] : ROWS[table.dataset.subform][el.dataset.field]); });
    bindSigns(row);
    number(table);
  }

  function fill(data) {
    controls(form, false).forEach(function (el) { write(el, data[el.dataset.field]); show(el, ''); });
    form.querySelectorAll('[data-subform]').forEach(function (table) {
      var name = table.dataset.subform;
      if (!templates[name]) templates[name] = table.querySelector('tbody > tr[data-row]').cloneNode(true);
      table.querySelectorAll('tbody > tr[data-row]').forEach(function (row) { row.remove(); });
      (Array.isArray(data[name]) ? data[name] : []).forEach(function (values) { addRow(table, values); });
    });
  }

  // quiet: the data only (calculations and linkage read it on every input), no checks shown.
  function collect(quiet) {
    var data = {};
    var message = '';
    controls(form, false).forEach(function (el) {
      var value = read(el); data[el.dataset.field] = value;
      if (quiet) return;
      var error = check(el, value, el.dataset.field); show(el, error); if (error && !message) message = error;
    });
    form.querySelectorAll('[data-subform]').forEach(function (table) {
      var name = table.dataset.subform;
      data[name] = Array.prototype.map.call(table.querySelectorAll('tbody > tr[data-row]'), function (row) {
        var values = {};
        controls(row, true).forEach(function (el) {
          var value = read(el); values[el.dataset.field] = value;
          if (quiet) return;
          var error = check(el, value, name + '.' + el.dataset.field); show(el, error); if (error && !message) message = error;
        });
        return values;
      });
    });
    return { data: data, message: message };
  }

  function bindSigns(root) {
    root.querySelectorAll('canvas[data-kind=sign]').forEach(function (canvas) {
      if (canvas.dataset.bound || canvas.dataset.disabled) return;
      canvas.dataset.bound = '1';
      var pen = canvas.getContext('2d'); var down = false;
      function at(e) { var r = canvas.getBoundingClientRect(); return [(e.clientX - r.left) * canvas.width / r.width, (e.clientY - r.top) * canvas.height / r.height]; }
      canvas.addEventListener('pointerdown', function (e) { down = true; var p = at(e); pen.beginPath(); pen.moveTo(p[0], p[1]); canvas.setPointerCapture(e.pointerId); });
      canvas.addEventListener('pointermove', function (e) { if (!down) return; var p = at(e); pen.lineTo(p[0], p[1]); pen.stroke(); });
      canvas.addEventListener('pointerup', function () { down = false; canvas.dataset.value = canvas.toDataURL('image/png'); });
      canvas.addEventListener('dblclick', function () { write(canvas, ''); });
    });
  }

  form.addEventListener('click', function (e) {
    var add = e.target.closest('[data-add-row]');
    if (add) { addRow(form.querySelector('[data-subform="' + add.dataset.addRow + '"]')); return; }
    var remove = e.target.closest('[data-remove-row]');
    if (remove) { var table = tableOf(remove); remove.closest('tr').remove(); number(table); }
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var outcome = collect();
    result.hidden = false;
    result.classList.toggle('failed', outcome.message !== '');
    result.textContent = outcome.message !== '' ? outcome.message : JSON.stringify(outcome.data, null, 2);
    if (outcome.message === '') form.dispatchEvent(new CustomEvent('form-submit', { detail: outcome.data }));
  });
  form.addEventListener('reset', function (e) { e.preventDefault(); fill(DATA); result.hidden = true; });

  // Rows are cloned from a template taken before any canvas is bound, so fill first.
  fill(DATA);
  bindSigns(form);
`;
