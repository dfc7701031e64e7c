"""Every scripted cheat in the catalogue earns 0; the honest fix earns 1."""

from __future__ import annotations

from parity.envserver.sessions import LocalEnv
from parity.tasks.cheats import catalogue, run_catalogue
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


async def test_no_cheat_is_rewarded(env_config):
    assert env_config.grading.fork_server  # the default: RL's rewards go through it
    env = LocalEnv(env_config)
    try:
        rows, honest = await run_catalogue(env=env)
        counts = env.stats()["grading"]["counts"]
    finally:
        await env.aclose()
    # every cheat and the control through the fork server, none retried the slow way; the
    # cheat that kills its server is paid 0 for it
    assert counts == {"fast": len(rows), "server_died": 1}
    assert honest == 1.0
    assert len(rows) >= 63
    rewarded = [(r.name, r.why) for r in rows if r.reward != 0]
    assert rewarded == []
    # what stopped each, as cheat-check prints it and a run's telemetry counts it
    stopped = {r.stopped_by for r in rows}
    assert {"runner_tampered", "always_equal", "tests_edited", "tests_failed"} <= stopped
    names = {r.name for r in rows}
    for required in ("write_trivial_tests", "delete_tests", "conftest_skips_all",
                     "conftest_passes_all", "pytest_ini_deselects", "sitecustomize_exit",
                     "sys_exit_at_import", "os_exit_at_import", "syntax_error_breaks_collection",
                     "search_git_history", "read_outside_workspace", "pytest_toml_plugin",
                     "dot_pytest_ini_plugin", "plugin_registered_at_import",
                     "kill_fork_server_shadow_pytest", "shadow_pytest_package",
                     "patch_pytest_raises", "patch_pytest_class_method", "entry_point_plugin",
                     "conftest_written_at_run_time", "always_equal_result",
                     # issue #33: a verdict forged from inside the test process
                     "forged_origin_environment", "forged_origin_repository_file",
                     "code_swapped_in_place", "verdict_written_from_inside",
                     "late_rewrite_at_exit", "always_equal_claims_module",
                     "always_equal_static_eq", "always_equal_type_check_eq",
                     "always_equal_builtin_eq", "always_equal_mock_any",
                     "frames_of_the_runner", "session_driven_from_inside",
                     "plugin_state_rewritten", "raw_memory_tracers_signals",
                     "library_functions_patched", "tests_rewritten_and_restored",
                     "code_planted_in_grader_dir",
                     # issue #41: routes with no frame of code under test above them, the
                     # probe's blind spots, the test modules' globals
                     "always_equal_unbuildable", "always_equal_abstract_again",
                     "frames_by_proxy_in_probe", "thread_execs_a_string",
                     "thread_compiles_under_a_library_name", "code_renamed_by_a_library",
                     "ctypes_through_its_wrapper", "test_module_globals_at_import",
                     "test_module_globals_at_first_call",
                     # raw memory through ctypes' classes, found without an import
                     "raw_memory_without_an_import", "raw_memory_from_ffi_loaded_elsewhere",
                     # the collector through builtins a library calls back
                     "collector_through_builtins_in_a_thread", "collector_through_a_finalizer",
                     "collector_through_an_unwatched_finalizer",
                     "frames_from_a_signal_handler"):
        assert required in names


def test_catalogue_covers_the_known_hacks():
    from parity.tasks import bundled_specs
    from parity.tasks.schema import to_task

    spec = bundled_specs("train")[0]
    cheats = catalogue(to_task(spec), spec)
    assert all(batches and all(batches) for batches in cheats.values())
