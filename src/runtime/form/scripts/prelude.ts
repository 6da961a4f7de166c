/**
 * The form API as scripts see it, written in plain ES5 and evaluated INSIDE the sandbox once per form.
 * It talks to the page through one host function, `host(op, argsJson) → resultJson`, so every value
 * crosses as JSON text (see bridge.ts for the page side). It returns the entry points the sandbox
 * drives: `invoke` (run one compiled script with its `this`) and `settle` (finish an async call such
 * as validate()).
 *
 * VForm compatibility: widget scripts get the widget as `this` (getValue/setValue/setHidden(flag) …
 * of the widget itself, and every form method, e.g. this.getWidgetRef('x')); form scripts get the form.
 * this.setHidden('a', true) is the form's call, this.setHidden(true) the widget's own. getWidgetRef
 * throws 'Ref not found: ' + name for a missing name (VForm's third argument `rtnNull` answers null
 * instead). getFormData() answers the data at once, as the documented API says, and is also a thenable
 * that validates first, as VForm 2's getFormData() promise did.
 */
export const PRELUDE = String.raw`(function (host) {
  var parse = function (text) { return text === undefined ? undefined : JSON.parse(text); };
  var call = function (op) {
    return parse(host(op, JSON.stringify(Array.prototype.slice.call(arguments, 1))));
  };
  var flag = function (value) { return value === undefined ? true : !!value; };

  var pending = {};
  var later = function (op, args) {
    return new Promise(function (resolve, reject) {
      var id = call.apply(null, [op].concat(args));
      pending[id] = { resolve: resolve, reject: reject };
    });
  };
  var settle = function (id, ok, text) {
    var entry = pending[id];
    delete pending[id];
    if (!entry) return;
    if (ok) entry.resolve(parse(text));
    else entry.reject(new Error(parse(text)));
  };

  var refs = {};
  var refOf = function (name, widget) {
    var ref = {
      name: name,
      widget: widget,
      field: widget,
      getValue: function () { return call('refCall', name, 'getValue'); },
      setValue: function (value) { call('refCall', name, 'setValue', value); },
      setHidden: function (hidden) { call('refCall', name, 'setHidden', flag(hidden)); },
      setRequired: function (required) { call('refCall', name, 'setRequired', flag(required)); },
      setDisabled: function (disabled) { call('refCall', name, 'setDisabled', flag(disabled)); },
      focus: function () { call('refCall', name, 'focus'); },
      getFormRef: function () { return form; },
      getWidgetRef: function (other, showError, rtnNull) { return form.getWidgetRef(other, showError, rtnNull); }
    };
    refs[name] = ref;
    return ref;
  };

  var withValidation = function (data) {
    Object.defineProperty(data, 'then', {
      enumerable: false,
      value: function (onResolved, onRejected) {
        var copy = JSON.parse(JSON.stringify(data));
        return form.validate().then(function () { return copy; }).then(onResolved, onRejected);
      }
    });
    return data;
  };

  var form = {
    getWidgetRef: function (name, showError, rtnNull) {
      if (Object.prototype.hasOwnProperty.call(refs, name)) return refs[name];
      var widget = call('ref', name, rtnNull === true);
      return widget === null || widget === undefined ? null : refOf(name, widget);
    },
    getFieldValue: function (name) { return call('getFieldValue', name); },
    setFieldValue: function (name, value) { call('setFieldValue', name, value); },
    getFormData: function (needValidation) {
      var data = call('getFormData');
      return needValidation === false || data === null || typeof data !== 'object' ? data : withValidation(data);
    },
    setFormData: function (data) { call('setFormData', data); },
    setHidden: function (names, hidden) { call('setHidden', names, flag(hidden)); },
    setRequired: function (names, required) { call('setRequired', names, flag(required)); },
    setDisabled: function (names, disabled) { call('setDisabled', names, flag(disabled)); },
    hideWidgets: function (names) { call('setHidden', names, true); },
    showWidgets: function (names) { call('setHidden', names, false); },
    disableWidgets: function (names) { call('setDisabled', names, true); },
    enableWidgets: function (names) { call('setDisabled', names, false); },
    getSubFormValues: function (name) { return call('getSubFormValues', name); },
    validate: function () { return later('validate', []); },
    validateForm: function (callback) {
      form.validate().then(function () { callback(true); }, function () { callback(false); });
    },
    reset: function () { call('reset'); },
    resetForm: function () { call('reset'); },
    disableForm: function () { call('disableForm'); },
    enableForm: function () { call('enableForm'); },
    getFormRef: function () { return form; }
  };

  var print = function (level) {
    return function () {
      var parts = Array.prototype.map.call(arguments, function (item) {
        try { return typeof item === 'string' ? item : JSON.stringify(item); } catch (e) { return String(item); }
      });
      call('console', level, parts);
    };
  };
  globalThis.console = { log: print('log'), info: print('info'), warn: print('warn'), error: print('error'), debug: print('debug') };
  globalThis.vForm = form;
  globalThis.formRef = form;

  var selves = {};
  var widgetThis = function (name) {
    if (Object.prototype.hasOwnProperty.call(selves, name)) return selves[name];
    var own = form.getWidgetRef(name, false, true);
    var self = Object.create(form);
    if (own) {
      self.name = name;
      self.widget = own.widget;
      self.field = own.widget;
      self.getValue = own.getValue;
      self.setValue = own.setValue;
      self.focus = own.focus;
      ['setHidden', 'setRequired', 'setDisabled'].forEach(function (method) {
        self[method] = function (first, second) {
          return typeof first === 'boolean' || first === undefined ? own[method](first) : form[method](first, second);
        };
      });
    }
    selves[name] = self;
    return self;
  };

  var reason = function (error) {
    if (error === undefined || error === null || error === false) return null;
    if (typeof error === 'object' && error.message !== undefined) return String(error.message);
    return String(error);
  };
  var answer = function (value) {
    try { return JSON.stringify(value); } catch (e) { return undefined; }
  };

  var invoke = function (fn, widgetName, argsText, callbackIndex) {
    var self = widgetName === null ? form : widgetThis(widgetName);
    var args = JSON.parse(argsText).map(function (text) { return text === null ? undefined : JSON.parse(text); });
    var verdict = { called: false, message: null };
    if (callbackIndex >= 0) {
      args[callbackIndex] = function (error) { verdict.called = true; verdict.message = reason(error); };
    }
    args.push(form);
    var finish = function (value) {
      return answer(callbackIndex >= 0 ? { called: verdict.called, message: verdict.message, value: value } : value);
    };
    var result = fn.apply(self, args);
    if (result !== null && typeof result === 'object' && typeof result.then === 'function' && !Array.isArray(result)) {
      return Promise.resolve(result).then(finish);
    }
    return finish(result);
  };

  return { invoke: invoke, settle: settle };
})`;
