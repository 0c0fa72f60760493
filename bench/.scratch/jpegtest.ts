import { twelveMegapixelJpeg } from '/work/wt/bench/bench/lib/member-photo-files';

(async () => {
  const t = Date.now();
  const j = await twelveMegapixelJpeg();
  console.log(j.length, Date.now() - t, 0);
})();
