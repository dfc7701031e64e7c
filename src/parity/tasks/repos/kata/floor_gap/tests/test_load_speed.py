from kata_floor_gap.load_speed import load_speed


def test_load_speed_0():
    assert load_speed(3, 17) == 3


def test_load_speed_1():
    assert load_speed(20, 7) == 13


def test_load_speed_2():
    assert load_speed(7, 15) == 3


def test_load_speed_3():
    assert load_speed(10, 16) == 3


def test_load_speed_4():
    assert load_speed(2, 19) == 3


def test_load_speed_5():
    assert load_speed(20, 19) == 3
