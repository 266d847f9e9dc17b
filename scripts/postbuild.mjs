// Runs after `react-router build`: publishes the pre-rendered not-found page as
// /404.html, the name static hosts (Netlify, Cloudflare Pages) serve with status 404.
import { rename, rm } from "node:fs/promises";
import path from "node:path";

const client = path.resolve("build/client");

await rename(path.join(client, "404/index.html"), path.join(client, "404.html"));
await rm(path.join(client, "404"), { recursive: true, force: true });
// Every real page is pre-rendered; the SPA fallback would only serve unknown paths with status 200.
await rm(path.join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote build/client/404.html");
