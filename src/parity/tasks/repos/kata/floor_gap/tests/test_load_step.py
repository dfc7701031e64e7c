from kata_floor_gap.load_step import load_step


def test_load_step_0():
    assert load_step(19, 20) == 3


def test_load_step_1():
    assert load_step(5, 10) == 3


def test_load_step_2():
    assert load_step(11, 9) == 3


def test_load_step_3():
    assert load_step(5, 20) == 3


def test_load_step_4():
    assert load_step(14, 3) == 11


def test_load_step_5():
    assert load_step(9, 11) == 3
