/* global document -- ES5, for old TV browsers: see kiosk/index.html */
(function () {
  if (typeof Promise != 'undefined' && Promise.any && ''.replaceAll) return;
  var box = document.createElement('div');
  box.style.cssText = 'padding:5%;font:40px sans-serif'; // on index.html's dark page
  box.innerHTML =
    "<h1>This TV's browser is too old for Cueboard.</h1><p>It needs Chrome 85 or later (see docs/tv-setup.md).</p>";
  document.getElementById('root').style.display = 'none';
  document.body.appendChild(box);
})();
