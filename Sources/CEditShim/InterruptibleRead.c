// Ctrl-C during a line edit, without losing it to a race.
//
// libedit reads one byte at a time and edits between reads. With its own reader, a
// Ctrl-C that lands while it edits, or between its wait and its read, only sets the flag:
// the terminal has already flushed the input, so the next read blocks, and the line typed
// after Ctrl-C is joined to the abandoned one. This reader keeps SIGINT blocked except
// inside `pselect`, which unblocks it atomically while it waits, and reads through a
// second, non-blocking open file description of the input, so a read can never wait for
// input that a Ctrl-C flushed. The first Ctrl-C therefore always ends `el_gets` with EINTR,
// and no byte typed after it is read into the abandoned line.

#include "CEditShim.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/select.h>
#include <unistd.h>
#include <wchar.h>

/// A second open file description of the terminal `fd` with O_NONBLOCK, or -1 when `fd`
/// is no terminal (no Ctrl-C flushes its input then). Setting O_NONBLOCK on `fd` itself
/// would change the terminal for the shell that shares it.
static int open_nonblocking_copy(int fd) {
    const char *path = ttyname(fd);
    if (path == NULL) return -1;
    return open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
}

static int input_descriptor(EditLine *el) {
    FILE *input = NULL;
    if (el_get(el, EL_GETFP, 0, &input) != 0 || input == NULL) input = stdin;
    return fileno(input);
}

static int sigint_is_pending(void) {
    sigset_t pending;
    return sigpending(&pending) == 0 && sigismember(&pending, SIGINT) == 1;
}

/// Set by SIGCONT: the program was stopped (Ctrl-Z) and continued (`fg`).
static volatile sig_atomic_t continued_flag = 0;

static void on_sigcont(int signo) {
    (void)signo;
    continued_flag = 1;
}

/// What libedit's own reader does when a read is interrupted by another signal: after
/// `fg`, put the terminal back in edit mode and redraw the line; after a resize, take
/// the new width. libedit's handlers do this only for the first such signal of a line,
/// so this reader does it every time.
static void recover_from_signal(EditLine *el) {
    el_resize(el);
    if (!continued_flag) return;
    continued_flag = 0;
    el_set(el, EL_PREP_TERM, 0);  // libedit may still think the terminal is in edit mode
    el_set(el, EL_PREP_TERM, 1);
    el_set(el, EL_REFRESH);
}

enum next_byte { byte_read, end_of_input, interrupted, failed };

/// Reads one byte. Call with SIGINT blocked; `unblocked` is the mask to wait under.
static enum next_byte read_byte(EditLine *el, int wait_fd, int read_fd,
                                const sigset_t *unblocked, char *byte) {
    for (;;) {
        if (cedit_interrupt_requested()) return interrupted;
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(wait_fd, &readable);
        int ready = pselect(wait_fd + 1, &readable, NULL, NULL, NULL, unblocked);
        if (ready < 0) {
            if (errno != EINTR) return failed;
            if (!cedit_interrupt_requested()) recover_from_signal(el);
            continue;  // the flag is checked at the top
        }
        // A Ctrl-C from here on stays pending; read nothing typed after it.
        if (sigint_is_pending()) continue;  // pselect delivers it and sets the flag
        ssize_t got = read(read_fd, byte, 1);
        if (got == 1) return byte_read;
        if (got == 0) return end_of_input;
        if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) continue;
        return failed;
    }
}

/// libedit's `read_char` (read.c) on `read_byte`: 1 with a character, 0 at end of
/// input, -1 with `errno` (EINTR after Ctrl-C).
static int interruptible_read_char(EditLine *el, wchar_t *out) {
    *out = L'\0';
    int wait_fd = input_descriptor(el);
    int copy = cedit_nonblocking_input(el);
    int read_fd = copy >= 0 ? copy : wait_fd;

    sigset_t sigint_only, previous;
    sigemptyset(&sigint_only);
    sigaddset(&sigint_only, SIGINT);
    if (sigprocmask(SIG_BLOCK, &sigint_only, &previous) != 0) return -1;
    sigset_t unblocked = previous;
    sigdelset(&unblocked, SIGINT);

    char bytes[MB_LEN_MAX];
    size_t count = 0;
    int result = -1;
    int error = 0;
    for (;;) {
        enum next_byte next = read_byte(el, wait_fd, read_fd, &unblocked, &bytes[count]);
        if (next != byte_read) {
            result = next == end_of_input ? 0 : -1;
            error = next == interrupted ? EINTR : errno;
            break;
        }
        count += 1;
        // Decode; an invalid sequence is dropped except its last byte, which may be a
        // character or start one, and is decoded alone first.
        for (;;) {
            mbstate_t state;
            memset(&state, 0, sizeof state);  // UTF-8 is stateless
            size_t decoded = mbrtowc(out, bytes, count, &state);
            if (decoded == (size_t)-2 && count < MB_LEN_MAX) break;  // read another byte
            if (decoded == (size_t)-2) {
                result = -1;
                error = EILSEQ;
                goto done;
            }
            if (decoded != (size_t)-1) {
                result = 1;
                goto done;
            }
            if (count == 1) {
                count = 0;
                break;
            }
            bytes[0] = bytes[count - 1];
            count = 1;
        }
    }
done:
    sigprocmask(SIG_SETMASK, &previous, NULL);
    if (result < 0) {
        *out = L'\0';
        errno = error;
    }
    return result;
}

int cedit_set_interruptible_reader(EditLine *el) {
    if (input_descriptor(el) >= FD_SETSIZE) return -1;  // pselect cannot wait on it
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_sigcont;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;  // pselect is interrupted all the same
    if (sigaction(SIGCONT, &action, NULL) != 0) return -1;
    if (cedit_nonblocking_input(el) < 0) {
        cedit_set_nonblocking_input(el, open_nonblocking_copy(input_descriptor(el)));
    }
    return el_set(el, EL_GETCFN, interruptible_read_char);
}
