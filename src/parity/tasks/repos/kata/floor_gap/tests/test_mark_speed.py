from kata_floor_gap.mark_speed import mark_speed


def test_mark_speed_0():
    assert mark_speed(7, 12) == 1


def test_mark_speed_1():
    assert mark_speed(12, 9) == 3


def test_mark_speed_2():
    assert mark_speed(11, 7) == 4


def test_mark_speed_3():
    assert mark_speed(17, 20) == 1


def test_mark_speed_4():
    assert mark_speed(12, 17) == 1


def test_mark_speed_5():
    assert mark_speed(10, 3) == 7
