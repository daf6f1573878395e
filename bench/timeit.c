/* timeit: runs a command with its standard input from a file and its output
 * thrown away, and prints how long it took, in nanoseconds of the monotonic
 * clock, from just before fork to just after the child is reaped.
 *
 *   timeit INPUT COMMAND [ARG...]
 *
 * The command's standard error is left alone, so refusals still show.  Exits
 * with the command's exit status (125 if it could not be run, 128+N if it died
 * of signal N). */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>

#include "clock.h"
#include <unistd.h>

int
main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: timeit INPUT COMMAND [ARG...]\n");
		return 125;
	}
	int in = open(argv[1], O_RDONLY);
	int out = open("/dev/null", O_WRONLY);
	if (in < 0 || out < 0) {
		perror("timeit");
		return 125;
	}
	long long start = now_ns();
	pid_t pid = fork();
	if (pid < 0) {
		perror("timeit: fork");
		return 125;
	}
	if (pid == 0) {
		dup2(in, STDIN_FILENO);
		dup2(out, STDOUT_FILENO);
		close(in);
		close(out);
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(125);
	}
	int status;
	if (waitpid(pid, &status, 0) < 0) {
		perror("timeit: waitpid");
		return 125;
	}
	long long elapsed = now_ns() - start;
	printf("%lld\n", elapsed);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}
