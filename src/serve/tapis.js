/* tapis serve: keeps a page live.  A game's page (its body's data-game)
 * listens to /games/N/events; each "sheet" event carries the sheet's
 * HTML, parsed (never written as markup into the page) and put in place
 * of #sheet; "gone" says the game was deleted, and the page then says
 * so.  A list's page (the games,
 * the leaderboard: its body's data-version) listens to /events, whose
 * "changed" says the lists' version each time the database moves (or a
 * league served reached or lost); where it is not the page's own, the
 * page reads itself again and puts its <main> in place, parsed alike.
 * Closed by the server or the network, a stream is opened again, waiting
 * longer each time (up to half a minute). */
(function () {
	"use strict";
	var body = document.body;
	if (!body || !window.EventSource)
		return;
	var game = body.getAttribute("data-game");
	var shown = body.getAttribute("data-version");
	var wait = 1000;
	var source = null;

	function parse(html) {
		return new DOMParser().parseFromString(html, "text/html");
	}

	/* The element of the page that matches selector, in place of the
	 * current one; false where either has none. */
	function replace(parsed, selector) {
		var fresh = parsed.querySelector(selector);
		var old = document.querySelector(selector);
		if (!fresh || !old)
			return false;
		old.replaceWith(document.importNode(fresh, true));
		return true;
	}

	function data(event) {
		try {
			return JSON.parse(event.data);
		} catch (e) {
			return null;
		}
	}

	function onSheet(event) {
		var d = data(event);
		wait = 1000;
		if (!d || typeof d.html !== "string")
			return;
		var parsed = parse(d.html);
		var title = parsed.querySelector("#title");
		if (replace(parsed, "#sheet") && title && title.textContent)
			document.title = title.textContent.trim();
	}

	/* The game deleted: the page read again is the server's answer for
	 * a game there is not, in the reader's language, put in place of a
	 * sheet that would stay as though the game still were. */
	function onGone() {
		source.close();
		source = null;
		var old = document.getElementById("sheet");
		if (old)
			old.setAttribute("data-status", "gone");
		if (!window.fetch)
			return;
		fetch(location.href, {credentials: "same-origin", cache: "no-store"})
			.then(function (r) { return r.text(); })
			.then(function (html) { replace(parse(html), "main"); }, function () {});
	}

	/* A list's page read again (once at a time: a change during a read
	 * reads it once more after). */
	var reading = false, again = false;
	function readAgain() {
		if (reading) {
			again = true;
			return;
		}
		reading = true;
		fetch(location.href, {credentials: "same-origin", cache: "no-store"})
			.then(function (r) { return r.ok ? r.text() : null; })
			.then(function (html) {
				var parsed = html !== null ? parse(html) : null;
				var v = parsed && parsed.body ? parsed.body.getAttribute("data-version") : null;
				if (v !== null && replace(parsed, "main")) {
					shown = v;
					body.setAttribute("data-version", v);
				}
			}, function () {})
			.then(function () {
				reading = false;
				if (again) {
					again = false;
					readAgain();
				}
			});
	}

	function onChanged(event) {
		var d = data(event);
		wait = 1000;
		if (d && typeof d.version === "string" && d.version !== shown)
			readAgain();
	}

	/* The notice that the page no longer follows (#offline, in the
	 * page's language), shown while the stream is down. */
	var offline = document.getElementById("offline");
	function following(yes) {
		if (offline)
			offline.hidden = yes;
	}

	function connect(url, listeners) {
		source = new EventSource(url);
		for (var name in listeners)
			source.addEventListener(name, listeners[name]);
		source.onopen = function () { following(true); };
		source.onerror = function () {
			following(false);
			if (!source || source.readyState !== EventSource.CLOSED)
				return;       /* the browser tries again by itself */
			source.close();
			source = null;
			setTimeout(function () { connect(url, listeners); }, wait);
			wait = Math.min(wait * 2, 30000);
		};
	}

	if (game && /^[1-9][0-9]*$/.test(game))
		connect("/games/" + game + "/events", {sheet: onSheet, gone: onGone});
	else if (shown !== null && /^[0-9]+$/.test(shown) && window.fetch)
		connect("/events", {changed: onChanged});
}());
