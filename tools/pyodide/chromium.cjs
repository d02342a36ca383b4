// Opens page.html (the web page snippet of docs/platforms.md) in headless Chromium, served from 127.0.0.1 with the
// npm package `pyodide` under pyodide/ and the wheel under test next to it; every other request is refused.
//
//   node chromium.cjs PLAYWRIGHT_CORE_DIR PYODIDE_DIR WHEEL
"use strict";
const fs = require("fs");
const http = require("http");
const path = require("path");

const EXPECTED = "hello from Python in the page; SHA-512(abc) = ddaf35a193617aba..."; // FIPS 180-2, appendix C.1
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
  ".json": "application/json", ".zip": "application/zip", ".whl": "application/zip", ".map": "application/json" };
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

async function main() {
  const [playwrightDir, pyodideDir, wheel] = process.argv.slice(2).map((p) => path.resolve(p));
  if (!wheel) throw new Error("usage: node chromium.cjs PLAYWRIGHT_CORE_DIR PYODIDE_DIR WHEEL");
  const { chromium } = require(playwrightDir);
  const files = new Map([["/", path.join(__dirname, "page.html")]]);
  for (const name of fs.readdirSync(pyodideDir)) files.set(`/pyodide/${name}`, path.join(pyodideDir, name));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, "http://127.0.0.1");
    // The page names the wheel of this version; whatever tweetnacl wheel it asks for, it gets the one under test.
    const file = /^\/tweetnacl-[^/]*\.whl$/.test(url.pathname) ? wheel : files.get(url.pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  const started = Date.now();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: FLAGS });
  let text = null;
  const refused = [];
  try {
    const context = await browser.newContext();
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      refused.push(url);
      return route.abort("blockedbyclient");
    });
    const page = await context.newPage();
    page.on("console", (message) => console.log(`page console: ${message.text()}`));
    page.on("pageerror", (error) => console.log(`page error: ${error.message}`));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => document.getElementById("output").textContent !== "loading Python…", null,
      { timeout: 180000 });
    text = await page.textContent("#output");
    console.log(`chromium ${browser.version()}: the page shows "${text}" after ${Date.now() - started} ms`);
  } finally {
    await browser.close();
    server.close();
  }
  for (const url of refused) console.log(`refused: ${url}`);
  if (text !== EXPECTED) throw new Error(`the page should show "${EXPECTED}"`);
  console.log("== chromium: ok");
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
