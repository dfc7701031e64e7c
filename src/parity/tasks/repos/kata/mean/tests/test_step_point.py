from kata_mean.step_point import step_point


def test_step_point_0():
    assert step_point([]) == 0


def test_step_point_1():
    assert step_point([8, 0, 24, 25]) == 14


def test_step_point_2():
    assert step_point([4, 1, 16]) == 7


def test_step_point_3():
    assert step_point([22, 14]) == 18


def test_step_point_4():
    assert step_point([19, 8, 24, 13, 27, 29]) == 20


def test_step_point_5():
    assert step_point([24]) == 24
