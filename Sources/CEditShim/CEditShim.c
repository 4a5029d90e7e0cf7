#include "CEditShim.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// MARK: - Line editor

/// What the shim keeps beside each EditLine; libedit's client data points here.
struct cedit_editor_state {
    void *client;           // the caller's client data (cedit_set_clientdata)
    int nonblocking_input;  // see cedit_set_interruptible_reader; -1 when not open
};

static EditLine *attach_state(EditLine *el) {
    if (el == NULL) return NULL;
    struct cedit_editor_state *state = calloc(1, sizeof *state);
    if (state == NULL || el_set(el, EL_CLIENTDATA, state) != 0) {
        free(state);
        el_end(el);
        return NULL;
    }
    state->nonblocking_input = -1;
    return el;
}

static struct cedit_editor_state *state_of(EditLine *el) {
    void *state = NULL;
    if (el_get(el, EL_CLIENTDATA, &state) != 0) return NULL;
    return state;
}

EditLine *cedit_init(const char *program) {
    return attach_state(el_init(program, stdin, stdout, stderr));
}

EditLine *cedit_init_streams(const char *program, FILE *input, FILE *output) {
    return attach_state(el_init(program, input, output, output));
}

void cedit_end(EditLine *el) {
    struct cedit_editor_state *state = state_of(el);
    el_end(el);
    if (state == NULL) return;
    if (state->nonblocking_input >= 0) close(state->nonblocking_input);
    free(state);
}

int cedit_nonblocking_input(EditLine *el) {
    struct cedit_editor_state *state = state_of(el);
    return state == NULL ? -1 : state->nonblocking_input;
}

void cedit_set_nonblocking_input(EditLine *el, int fd) {
    struct cedit_editor_state *state = state_of(el);
    if (state != NULL) state->nonblocking_input = fd;
}

FILE *cedit_open_stream(int fd, const char *mode) {
    int copy = dup(fd);
    if (copy < 0) return NULL;
    FILE *stream = fdopen(copy, mode);
    if (stream == NULL) close(copy);
    return stream;
}

void cedit_close_stream(FILE *stream) { fclose(stream); }

int cedit_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }

int cedit_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

int cedit_set_prompt(EditLine *el, cedit_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }

int cedit_set_clientdata(EditLine *el, void *data) {
    struct cedit_editor_state *state = state_of(el);
    if (state == NULL) return -1;
    state->client = data;
    return 0;
}

void *cedit_get_clientdata(EditLine *el) {
    struct cedit_editor_state *state = state_of(el);
    return state == NULL ? NULL : state->client;
}

int cedit_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }

int cedit_bind_function(EditLine *el, const char *name, const char *help, cedit_key_fn fn,
                        const char *key) {
    if (el_set(el, EL_ADDFN, name, help, fn) != 0) return -1;
    return el_set(el, EL_BIND, key, name, NULL);
}

char *cedit_copy_line_before_cursor(EditLine *el) {
    const LineInfo *info = el_line(el);
    if (info == NULL || info->buffer == NULL || info->cursor < info->buffer) return NULL;
    size_t length = (size_t)(info->cursor - info->buffer);
    char *copy = malloc(length + 1);
    if (copy == NULL) return NULL;
    memcpy(copy, info->buffer, length);
    copy[length] = '\0';
    return copy;
}

void cedit_write_output(EditLine *el, const char *text) {
    FILE *out = NULL;
    if (el_get(el, EL_GETFP, 1, &out) != 0 || out == NULL) out = stdout;
    fputs(text, out);
    fflush(out);
}

const char *cedit_gets(EditLine *el, int *count, int *error) {
    errno = 0;
    const char *line = el_gets(el, count);
    *error = errno;
    return line;
}

int cedit_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}

int cedit_terminal_rows(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_row;
}

// MARK: - History

int cedit_history_setsize(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

int cedit_history_setunique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

int cedit_history_enter(History *h, const char *entry) {
    HistEvent event;
    return history(h, &event, H_ENTER, entry);
}

int cedit_history_clear(History *h) {
    HistEvent event;
    return history(h, &event, H_CLEAR);
}

int cedit_history_count(History *h) {
    HistEvent event;
    if (history(h, &event, H_GETSIZE) != 0) return 0;
    return event.num;
}

void cedit_history_each(History *h, void *context, void (*visit)(void *, const char *)) {
    HistEvent event;
    // H_LAST is the oldest entry; H_PREV walks towards the newest.
    for (int status = history(h, &event, H_LAST); status == 0;
         status = history(h, &event, H_PREV)) {
        visit(context, event.str);
    }
}

int cedit_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}

int cedit_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}

// MARK: - Ctrl-C

static volatile sig_atomic_t interrupt_flag = 0;

static void on_sigint(int signo) {
    (void)signo;
    interrupt_flag = 1;
}

int cedit_install_sigint_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_sigint;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: a blocking read (el_gets, a plain read) must fail with EINTR.
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, NULL) == 0 ? 0 : errno;
}

int cedit_interrupt_requested(void) { return interrupt_flag != 0; }

void cedit_interrupt_clear(void) { interrupt_flag = 0; }

void cedit_interrupt_request(void) { interrupt_flag = 1; }

// MARK: - Terminal resize

static volatile sig_atomic_t resize_flag = 0;

static void on_sigwinch(int signo) {
    (void)signo;
    resize_flag = 1;
}

int cedit_install_sigwinch_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_sigwinch;
    sigemptyset(&action.sa_mask);
    // A resize must not interrupt a read: the width is read again at the next prompt.
    action.sa_flags = SA_RESTART;
    return sigaction(SIGWINCH, &action, NULL) == 0 ? 0 : errno;
}

int cedit_take_resize(void) {
    int resized = resize_flag != 0;
    resize_flag = 0;
    return resized;
}
