/* Preloaded (LD_PRELOAD) into a grade's test process and the grading fork server.
 *
 * 1. The process is made non-dumpable before its first instruction of Python, so no other
 *    process of the sandbox (the code under test's own children included) can read or write
 *    its memory through /proc/<pid>/mem or ptrace, and the report plugin needs no ctypes for
 *    it. ctypes loaded in the test process would hand code under test raw memory with no audit
 *    event (its classes are reachable from object.__subclasses__() without an import), so the
 *    grader keeps it out of the process: parity.tasks.pytest_report. If the kernel refuses,
 *    the process ends at once (exit 125) rather than run dumpable.
 *
 * 2. Once the report plugin locks signals, no Python signal handler can be installed: a
 *    Python handler is called with the frame it interrupts (no audit event), the grader's own
 *    frames included, whose locals hold its closure. Python installs every handler of
 *    `signal.signal` as one C function, so after the lock a sigaction() or signal() that
 *    installs that function fails with EPERM (`signal.signal` raises OSError), whichever
 *    module instance asks; SIG_DFL, SIG_IGN and C handlers (faulthandler's) go through. The
 *    lock is taken by setting the environment variable PARITY_GRADE_LOCK_SIGNALS to the
 *    number of a signal the plugin has just given a Python handler (`os.putenv`): this
 *    library answers that setenv() itself, takes the function that signal holds, sets
 *    nothing, and no call undoes it. (Not SIGINT's: a process started with SIGINT ignored,
 *    as a background job is, has no Python handler there.) Python code cannot reach this
 *    library's memory without a foreign function interface, which the grader keeps out.
 *
 * Built into the tools layer by parity.sandbox.tools_layer with the host's C compiler. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#define LOCK_VAR "PARITY_GRADE_LOCK_SIGNALS"
/* set to ask whether an install was refused since the last ask: setenv() fails (EEXIST) if so */
#define ASK_VAR "PARITY_GRADE_SIGNALS_REFUSED"

static volatile sig_atomic_t locked = 0;
static volatile sig_atomic_t refusals = 0;
static void (*python_handler)(int) = 0;

__attribute__((constructor)) static void parity_nondumpable(void) {
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
        static const char msg[] = "parity: prctl(PR_SET_DUMPABLE, 0) failed\n";
        (void)!write(2, msg, sizeof msg - 1);
        _exit(125);
    }
}

typedef int (*sigaction_fn)(int, const struct sigaction *, struct sigaction *);
typedef int (*setenv_fn)(const char *, const char *, int);
typedef sighandler_t (*signal_fn)(int, sighandler_t);

static sigaction_fn real_sigaction(void) {
    static sigaction_fn fn = 0;
    if (!fn) fn = (sigaction_fn)dlsym(RTLD_NEXT, "sigaction");
    return fn;
}

static int refused(void (*handler)(int)) {
    if (locked && python_handler && handler == python_handler) {
        refusals = 1;
        return 1;
    }
    return 0;
}

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
    if (act && !(act->sa_flags & SA_SIGINFO) && refused(act->sa_handler)) {
        errno = EPERM;
        return -1;
    }
    return real_sigaction()(sig, act, old);
}

sighandler_t signal(int sig, sighandler_t handler) {
    static signal_fn real = 0;
    if (refused(handler)) {
        errno = EPERM;
        return SIG_ERR;
    }
    if (!real) real = (signal_fn)dlsym(RTLD_NEXT, "signal");
    return real(sig, handler);
}

int setenv(const char *name, const char *value, int overwrite) {
    static setenv_fn real = 0;
    if (name && strcmp(name, LOCK_VAR) == 0) {
        /* `value`: a signal that holds Python's handler now (the plugin has just installed
         * one there): its C function is the one to refuse from here on */
        struct sigaction now;
        int sig = value ? atoi(value) : 0;
        if (!locked && sig > 0 && sig < NSIG && real_sigaction()(sig, 0, &now) == 0 &&
                !(now.sa_flags & SA_SIGINFO) && now.sa_handler != SIG_DFL &&
                now.sa_handler != SIG_IGN) {
            python_handler = now.sa_handler;
            locked = 1;
        }
        return locked ? 0 : (errno = ENOSYS, -1);
    }
    if (name && strcmp(name, ASK_VAR) == 0) {  /* asked and cleared */
        int was = refusals;
        refusals = 0;
        return was ? (errno = EEXIST, -1) : 0;
    }
    if (!real) real = (setenv_fn)dlsym(RTLD_NEXT, "setenv");
    return real(name, value, overwrite);
}
