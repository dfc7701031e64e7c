from kata_bonus.step_speed import step_speed


def test_step_speed_0():
    assert step_speed(41) == 47


def test_step_speed_1():
    assert step_speed(48) == 56


def test_step_speed_2():
    assert step_speed(26) == 30


def test_step_speed_3():
    assert step_speed(46) == 53


def test_step_speed_4():
    assert step_speed(7, 3) == 8


def test_step_speed_5():
    assert step_speed(6, 4) == 8
