/* The page's stylesheet and script, embedded at build time from
 * src/serve/ by embed_assets.awk (serve_assets.c, generated). */
#ifndef TAPIS_SERVE_ASSETS_H
#define TAPIS_SERVE_ASSETS_H

struct serve_asset {
	const char *name;         /* tapis.css, under /static/ */
	const char *type;         /* its Content-Type */
	const char *body;
};

extern const struct serve_asset serve_assets[];
extern const int nserve_assets;

#endif
