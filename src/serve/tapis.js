/* tapis serve: keeps a game's sheet live.  The page (its body's
 * data-game) listens to /games/N/events; each "sheet" event carries the
 * sheet's HTML, parsed (never written as markup into the page) and put in
 * place of #sheet; "gone" says the game was deleted.  Closed by the
 * server or the network, the stream is opened again, waiting longer each
 * time (up to half a minute). */
(function () {
	"use strict";
	var game = document.body ? document.body.getAttribute("data-game") : null;
	if (!game || !/^[1-9][0-9]*$/.test(game) || !window.EventSource)
		return;
	var url = "/games/" + game + "/events";
	var wait = 1000;
	var source = null;

	function replaceSheet(html) {
		var parsed = new DOMParser().parseFromString(html, "text/html");
		var fresh = parsed.getElementById("sheet");
		var old = document.getElementById("sheet");
		if (!fresh || !old)
			return;
		old.replaceWith(document.importNode(fresh, true));
		var title = fresh.querySelector("#title");
		if (title && title.textContent)
			document.title = title.textContent.trim();
	}

	function onSheet(event) {
		var data;
		try {
			data = JSON.parse(event.data);
		} catch (e) {
			return;
		}
		if (data && typeof data.html === "string")
			replaceSheet(data.html);
		wait = 1000;
	}

	function onGone() {
		source.close();
		source = null;
		var old = document.getElementById("sheet");
		if (old)
			old.setAttribute("data-status", "gone");
	}

	function connect() {
		source = new EventSource(url);
		source.addEventListener("sheet", onSheet);
		source.addEventListener("gone", onGone);
		source.onerror = function () {
			if (!source || source.readyState !== EventSource.CLOSED)
				return;       /* the browser tries again by itself */
			source.close();
			source = null;
			setTimeout(connect, wait);
			wait = Math.min(wait * 2, 30000);
		};
	}

	connect();
}());
