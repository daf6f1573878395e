#!/usr/bin/env python3
"""tapis at a terminal, as a player sees it: tapis run on a pseudo-terminal
(its readline, its prompt, its questions), keys typed one line at a time,
each only once the screen shows what the player would wait for, and the
screen read back as a terminal draws it (a carriage return goes back to the
line's start, the escapes of colour leave no mark).  Nothing waits on a
clock: each step reads until the screen shows what it waits for, or tapis
ends (a failure then); a guard of TIMEOUT seconds without a byte ends a
hang.  Used by tests/terminal.sh: argv[1] is the folder to work in, TAPIS
the program; prints TAP."""

import fcntl
import os
import re
import select
import struct
import sys
import termios

TAPIS = os.environ["TAPIS"]
TMP = sys.argv[1]
TIMEOUT = 60
COLS = 200
CSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

count = 0
failed = 0


def check(name, ok, seen=None):
    """One TAP line; what the screen showed after a failure."""
    global count, failed
    count += 1
    if ok:
        print(f"ok {count} - {name}")
    else:
        failed = 1
        print(f"not ok {count} - {name}")
        if seen is not None:
            for line in seen.splitlines()[-15:]:
                print(f"#   | {line}")
    sys.stdout.flush()


class Terminal:
    """tapis on a terminal of COLS columns; the screen as lines."""

    def __init__(self, args, env=None):
        self.lines = [""]
        self.col = 0
        self.ended = None
        environ = dict(os.environ)
        environ.update(env or {})
        pid, fd = os.forkpty()
        if pid == 0:
            # the size set before tapis starts, as a terminal's is
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 50, COLS, 0, 0))
            os.execve(TAPIS, [TAPIS] + args, environ)
        self.pid, self.fd = pid, fd
        self.mark = 0

    def draw(self, text):
        """What the terminal does with the bytes tapis wrote."""
        text = CSI.sub("", text)
        for ch in text:
            if ch == "\r":
                self.col = 0
            elif ch == "\n":
                self.lines.append("")
                self.col = 0
            elif ch == "\b":
                self.col = max(0, self.col - 1)
            elif ch in "\x07\x01\x02":
                pass
            else:
                line = self.lines[-1].ljust(self.col)
                self.lines[-1] = line[: self.col] + ch + line[self.col + 1 :]
                self.col += 1

    def read(self):
        """One read of what tapis wrote; False once it has ended."""
        ready, _, _ = select.select([self.fd], [], [], TIMEOUT)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 4096)
        except OSError:
            data = b""
        if not data:
            return False
        self.draw(data.decode("utf-8", "replace"))
        return True

    def screen(self):
        return "\n".join(line.rstrip() for line in self.lines)

    def wait(self, test):
        """Reads until test(lines since the mark, the line being typed on)."""
        while True:
            done = [line.rstrip() for line in self.lines[self.mark : -1]]
            if test(done, self.lines[-1].rstrip()):
                return True
            if not self.read():
                return test([line.rstrip() for line in self.lines[self.mark :]], "")

    def prompt(self, text):
        """Waits for the prompt text at the start of an empty line."""
        return self.wait(lambda done, now: now == text.rstrip())

    def line(self, text):
        """Waits for a whole line, shown since the last key typed."""
        return self.wait(lambda done, now: text in done)

    def type(self, keys):
        """Types keys; what is shown from here on is their answer."""
        self.mark = len(self.lines) - 1
        os.write(self.fd, keys.encode())

    def end(self):
        """Reads to the end; tapis's exit status."""
        while self.read():
            pass
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)
