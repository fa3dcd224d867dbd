// The build's loose public files (favicon, placeholder picture…), served by express.static. Pages
// are asked for far more often than these, so the files are listed once at start and only their
// paths reach express.static: no file lookup on disk for every page request.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import express, { type RequestHandler } from "express";

export function staticFiles(dir: string, options: Parameters<typeof express.static>[1]) {
  const serve = express.static(dir, options);
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`),
  );
  const handler: RequestHandler = (req, res, next) =>
    files.has(req.path) ? serve(req, res, next) : next();
  return handler;
}
