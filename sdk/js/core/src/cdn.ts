// Entry of the CDN bundle (dist/paystead.min.js): one script that defines
// the global `Paystead`, for pages without a bundler:
//
//   <script src=".../paystead.min.js"></script>
//   <script>
//     Paystead.init({ apiKey: 'pk_live_…' });            // deprecated singleton
//     Paystead.createInvoice({ ... }).then((inv) => Paystead.openCheckout(inv));
//     new Paystead.Client({ apiKey: 'pk_live_…' });     // the instance API
//   </script>
export * from './index.js';
