#!/usr/bin/env python3
"""Makes a DocC static-hosting site open from the file system (file://), without a web server.

    Scripts/docc-file-site.py SITE_DIR

DocC's web app loads each page's JSON with fetch(), which browsers refuse for file:// URLs, and routes to folder
URLs (`…/documentation/designkit/gettingstarted`), which a browser shows as a folder listing. This script, run on a
site converted with `--hosting-base-path` set to the site's absolute path, wraps every JSON file in a script file
(`x.json` → `x.json.js`) and adds a small script to every page that answers the app's fetch() of a JSON file by
loading its script, and that turns a navigation to another page into loading that page's `index.html`. Served over
HTTP the site works as before.
"""
import json
import os
import sys

site = os.path.abspath(sys.argv[1])
SHIM = r"""(function () {
  var waiting = {};
  window.__doccFileData = function (path, data) {
    (waiting[path] || []).forEach(function (resolve) { resolve(data); });
    delete waiting[path];
  };
  function dataPath(pathname) { return pathname.replace(/\/index\.html\.json$/, ".json"); }
  var realFetch = window.fetch ? window.fetch.bind(window) : null;
  window.fetch = function (input, init) {
    var url = new URL(typeof input === "string" ? input : input.url, location.href);
    if (url.protocol !== "file:" || !/\.json$/.test(url.pathname)) { return realFetch(input, init); }
    var path = dataPath(decodeURIComponent(url.pathname));
    return new Promise(function (resolve) {
      var first = !waiting[path];
      (waiting[path] = waiting[path] || []).push(function (data) {
        resolve(data === undefined ? new Response("", { status: 404 })
          : new Response(JSON.stringify(data), { status: 200, headers: { "Content-Type": "application/json" } }));
      });
      if (!first) { return; }
      var script = document.createElement("script");
      script.src = "file://" + path + ".js";
      script.onerror = function () { window.__doccFileData(path, undefined); };
      document.head.appendChild(script);
    });
  };
  if (location.protocol === "file:") {
    // Browsers refuse history entries for another file, and a folder URL would show a folder listing: a
    // navigation to another page loads that page's index.html.
    var toFile = function (url) {
      var u = new URL(url, location.href);
      if (!/\.[a-z]+$/.test(u.pathname)) { u.pathname = u.pathname.replace(/\/?$/, "/index.html"); }
      return u;
    };
    var push = history.pushState.bind(history), replace = history.replaceState.bind(history);
    history.pushState = function (state, title, url) {
      if (!url) { return push(state, title, url); }
      var u = toFile(url);
      if (u.pathname === location.pathname) { return replace(state, title, u.href); }
      location.assign(u.href);
    };
    history.replaceState = function (state, title, url) {
      if (!url) { return replace(state, title, url); }
      var u = toFile(url);
      if (u.pathname === location.pathname) { return replace(state, title, u.href); }
    };
  }
})();
"""
with open(os.path.join(site, "docc-file-site.js"), "w") as f:
    f.write(SHIM)
tag = '<script src="%s/docc-file-site.js"></script>' % site
pages = jsons = 0
for root, _, files in os.walk(site):
    for name in files:
        path = os.path.join(root, name)
        if name.endswith(".json"):
            with open(path) as f:
                text = f.read()
            with open(path + ".js", "w") as f:
                f.write("window.__doccFileData(%s, %s);\n" % (json.dumps(path), text))
            jsons += 1
        elif name == "index.html":
            with open(path) as f:
                html = f.read()
            if "docc-file-site.js" not in html:
                html = html.replace("<head>", "<head>" + tag, 1)
                with open(path, "w") as f:
                    f.write(html)
            pages += 1
print("docc-file-site: %d pages, %d data files wrapped" % (pages, jsons))
