/* global document -- ES5, for old TV browsers: see kiosk/index.html */
(function () {
  if (typeof Promise != 'undefined' && Promise.any && ''.replaceAll) return;
  var box = document.createElement('div');
  box.style.cssText =
    'position:fixed;top:0;left:0;right:0;bottom:0;z-index:99999;padding:10%;background:#05070d;color:#fff;font:40px sans-serif';
  box.innerHTML =
    "<h1>This TV's browser is too old for Cueboard.</h1><p>It needs Chrome 85 or later (see docs/tv-setup.md).</p>";
  document.getElementById('root').style.display = 'none';
  document.body.appendChild(box);
})();
