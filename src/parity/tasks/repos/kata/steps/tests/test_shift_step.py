from kata_steps.shift_step import shift_step


def test_shift_step_0():
    assert shift_step(0, 5) == [0, 6, 12]


def test_shift_step_1():
    assert shift_step(0, 8) == [0, 6, 12, 18]


def test_shift_step_2():
    assert shift_step(6, 12) == [18, 24, 30]


def test_shift_step_3():
    assert shift_step(6, 6) == []


def test_shift_step_4():
    assert shift_step(5, 5) == []


def test_shift_step_5():
    assert shift_step(3, 11) == [9, 15, 21, 27]
