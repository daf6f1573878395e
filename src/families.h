/* The games tapis plays, wired at the top: the one table of families
 * (each its rules, words, printer, statistics and repairs), handed at
 * start to the layers that reach a game only through it. */
#ifndef TAPIS_FAMILIES_H
#define TAPIS_FAMILIES_H

/* Hands the table to the games layer (engine_families) and the families'
 * repairs to the store (store_use_repairs).  Called once at start, before
 * anything looks a game up: by main(), and by every test's main(). */
void families_register(void);

#endif
