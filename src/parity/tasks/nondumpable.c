/* Preloaded (LD_PRELOAD) into a grade's test process and the grading fork server: the
 * process is made non-dumpable before its first instruction of Python, so no other process of
 * the sandbox (the code under test's own children included) can read or write its memory
 * through /proc/<pid>/mem or ptrace, and the report plugin needs no ctypes for it. ctypes
 * loaded in the test process would hand code under test raw memory with no audit event (its
 * classes are reachable from object.__subclasses__() without an import), so the grader keeps
 * it out of the process: parity.tasks.pytest_report.
 *
 * If the kernel refuses, the process ends at once (exit 125) rather than run dumpable. Built
 * into the tools layer by parity.sandbox.tools_layer with the host's C compiler. */
#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>

__attribute__((constructor)) static void parity_nondumpable(void) {
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
        static const char msg[] = "parity: prctl(PR_SET_DUMPABLE, 0) failed\n";
        (void)!write(2, msg, sizeof msg - 1);
        _exit(125);
    }
}
