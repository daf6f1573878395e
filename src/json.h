/* JSON text for export: strings escaped as RFC 8259 asks. */
#ifndef TAPIS_JSON_H
#define TAPIS_JSON_H

#include <stdio.h>

void json_string(FILE *f, const char *s);

#endif
