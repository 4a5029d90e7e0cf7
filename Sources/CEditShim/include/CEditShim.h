#ifndef CEDITSHIM_H
#define CEDITSHIM_H

// Thin, non-variadic wrappers around libedit for Swift.
//
// `el_set`, `el_get` and `history` are C-variadic, which Swift cannot call, so
// every use StreamLab needs gets a fixed signature here. The SIGINT flag lives
// here too: a signal handler may only touch a `volatile sig_atomic_t`.

#include <histedit.h>
#include <stddef.h>
#include <stdio.h>

/// A prompt callback: returns the prompt to show (UTF-8, valid until the next call).
typedef char *_Nullable (*cedit_prompt_fn)(EditLine *_Nonnull el);
/// A key-bound editor function: returns one of libedit's CC_* codes.
typedef unsigned char (*cedit_key_fn)(EditLine *_Nonnull el, int ch);

// MARK: - Line editor

/// `el_init` on the process's stdin, stdout and stderr.
EditLine *_Nullable cedit_init(const char *_Nonnull program);
/// `el_init` on other streams (a pseudo-terminal in tests); errors go to `output`.
EditLine *_Nullable cedit_init_streams(const char *_Nonnull program, FILE *_Nonnull input,
                                       FILE *_Nonnull output);
/// `el_end`, and frees what the shim keeps beside the EditLine. Use it instead of `el_end`.
void cedit_end(EditLine *_Nonnull el);
/// The shim's non-blocking copy of the input descriptor, or -1 (InterruptibleRead.c).
int cedit_nonblocking_input(EditLine *_Nonnull el);
void cedit_set_nonblocking_input(EditLine *_Nonnull el, int fd);
/// A stream on a duplicate of `fd` (so closing it leaves `fd` open), or NULL.
FILE *_Nullable cedit_open_stream(int fd, const char *_Nonnull mode);
void cedit_close_stream(FILE *_Nonnull stream);
int cedit_set_editor(EditLine *_Nonnull el, const char *_Nonnull mode);
int cedit_set_signal(EditLine *_Nonnull el, int on);
int cedit_set_prompt(EditLine *_Nonnull el, cedit_prompt_fn _Nonnull fn);
int cedit_set_clientdata(EditLine *_Nonnull el, void *_Nullable data);
void *_Nullable cedit_get_clientdata(EditLine *_Nonnull el);
/// Attaches a history so that the arrow keys and Ctrl-P/Ctrl-N recall it.
int cedit_set_history(EditLine *_Nonnull el, History *_Nonnull h);
/// `EL_ADDFN` then `EL_BIND key name`.
int cedit_bind_function(EditLine *_Nonnull el, const char *_Nonnull name,
                        const char *_Nonnull help, cedit_key_fn _Nonnull fn,
                        const char *_Nonnull key);
/// The text before the cursor, as a newly allocated NUL-terminated string (free it).
char *_Nullable cedit_copy_line_before_cursor(EditLine *_Nonnull el);
/// Writes `text` to the editor's output stream and flushes it.
void cedit_write_output(EditLine *_Nonnull el, const char *_Nonnull text);
/// `el_gets`, also reporting errno (EINTR after Ctrl-C).
const char *_Nullable cedit_gets(EditLine *_Nonnull el, int *_Nonnull count,
                                 int *_Nonnull error);
/// Terminal width of `fd` in columns, or 0 when unknown.
int cedit_terminal_columns(int fd);

/// Terminal height of `fd` in rows, or 0 when unknown.
int cedit_terminal_rows(int fd);

// MARK: - History

int cedit_history_setsize(History *_Nonnull h, int size);
int cedit_history_setunique(History *_Nonnull h, int unique);
int cedit_history_enter(History *_Nonnull h, const char *_Nonnull entry);
int cedit_history_clear(History *_Nonnull h);
/// The number of entries.
int cedit_history_count(History *_Nonnull h);
/// Calls `visit(context, entry)` for every entry, oldest first.
void cedit_history_each(History *_Nonnull h, void *_Nullable context,
                        void (*_Nonnull visit)(void *_Nullable context,
                                               const char *_Nonnull entry));
/// libedit's own file format, used only to check compatibility.
int cedit_history_load(History *_Nonnull h, const char *_Nonnull path);
int cedit_history_save(History *_Nonnull h, const char *_Nonnull path);

// MARK: - Ctrl-C

/// Installs a SIGINT handler without SA_RESTART that sets the interrupt flag,
/// so blocking reads fail with EINTR. Returns 0, or the errno of `sigaction`.
int cedit_install_sigint_handler(void);
int cedit_interrupt_requested(void);
void cedit_interrupt_clear(void);
/// Sets the flag as the handler would (tests, and callers that cancel by other means).
void cedit_interrupt_request(void);
/// Makes `el_gets` end with EINTR at the first Ctrl-C during it, also one that lands
/// while libedit edits between two reads, and never read a byte typed after that Ctrl-C
/// into the abandoned line (InterruptibleRead.c).
int cedit_set_interruptible_reader(EditLine *_Nonnull el);

// MARK: - Terminal resize

/// Installs a SIGWINCH handler (with SA_RESTART) that only sets a flag; 0 or errno.
int cedit_install_sigwinch_handler(void);
/// Whether the terminal was resized since the last call; clears the flag.
int cedit_take_resize(void);

#endif
