from kata_clamp.step_range import step_range


def test_step_range_0():
    assert step_range(4) == 5


def test_step_range_1():
    assert step_range(5) == 5


def test_step_range_2():
    assert step_range(6) == 6


def test_step_range_3():
    assert step_range(12) == 12


def test_step_range_4():
    assert step_range(13) == 13


def test_step_range_5():
    assert step_range(14) == 13
