// The copy buttons of the documentation's code blocks (backend/docsite
// renders them: <button data-copy="code-N"> beside <pre id="code-N">).
// A plain script rather than Go: the buttons work as soon as the page is
// read, before the WebAssembly runs or when it does not, and one listener
// on the document serves the buttons go-app renders again later.
(function () {
  "use strict";
  // The buttons are hidden (docs.css) unless this script runs.
  document.documentElement.classList.add("can-copy");

  var resets = new WeakMap();

  function announce(button, text) {
    var status = document.getElementById("copy-status");
    if (status) {
      // Emptied first, so the same words are announced again.
      status.textContent = "";
      setTimeout(function () { status.textContent = text; }, 50);
    }
    button.textContent = text === "Copied" ? "Copied" : "Copy";
    clearTimeout(resets.get(button));
    resets.set(button, setTimeout(function () {
      button.textContent = "Copy";
      if (status && status.textContent === text) status.textContent = "";
    }, 2000));
  }

  // selectAndCopy is the way without the Clipboard API (pages served over
  // plain http to another machine have none): select the code, and copy
  // the selection.
  function selectAndCopy(code) {
    var range = document.createRange();
    range.selectNodeContents(code);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try {
      return document.execCommand("copy");
    } catch (e) {
      return false;
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-copy]");
    if (!button) return;
    var code = document.getElementById(button.getAttribute("data-copy"));
    if (!code) return;
    var text = code.textContent;
    var fallback = function () {
      announce(button, selectAndCopy(code) ? "Copied" : "The code is selected: press Ctrl+C (⌘C on a Mac) to copy it");
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { announce(button, "Copied"); }, fallback);
    } else {
      fallback();
    }
  });
})();
