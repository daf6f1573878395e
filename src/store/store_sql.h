/* The schema and its migrations, embedded at build time from sql/. */
#ifndef TAPIS_STORE_SQL_H
#define TAPIS_STORE_SQL_H

struct migration {
	const char *name;   /* NNN-name.sql */
	const char *sql;
};

/* In order; the schema version is how many of them have been applied. */
extern const struct migration migrations[];
extern const int nmigrations;

/* The name of every table, view, index and trigger the migrations make
 * (and some drop again): an object of any other name in a file is no
 * tapis's. */
extern const char *const migration_names[];
extern const int nmigration_names;

/* The same of a league's schema on PostgreSQL (sql/league/): its version
 * is how many have run, kept in its table league_version. */
extern const struct migration league_migrations[];
extern const int nleague_migrations;
extern const char *const league_migration_names[];
extern const int nleague_migration_names;

#endif
