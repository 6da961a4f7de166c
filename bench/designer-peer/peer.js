/*
 * The VForm 3 peer of bench:designer: Vue 3's global build, element-plus's full build and the
 * vform3-builds designer (UMD), as its README integrates them. The form of ?size=N comes from the
 * bench server (/form/peer-N.json) and goes in through the designer's own API, setFormJson on its ref,
 * as an app embedding VForm opens a saved form. The template gallery is switched off: its pictures
 * would be fetched from VForm's CDN.
 */
/* global Vue, ElementPlus, VFormDesigner */
const size = new URLSearchParams(location.search).get('size') ?? '50';

const app = Vue.createApp({
  data: () => ({ config: { formTemplates: false, externalLink: false, languageMenu: false } }),
  async mounted() {
    const response = await fetch(`/form/peer-${size}.json`);
    const json = await response.json();
    this.$refs.designer.setFormJson(json);
    window.__peer = { designer: this.$refs.designer };
    document.title = 'bench:designer peer loaded';
  },
  template: '<v-form-designer ref="designer" :designer-config="config"></v-form-designer>',
});
app.use(ElementPlus);
app.use(VFormDesigner);
app.mount('#app');
