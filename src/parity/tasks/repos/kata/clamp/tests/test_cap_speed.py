from kata_clamp.cap_speed import cap_speed


def test_cap_speed_0():
    assert cap_speed(4) == 5


def test_cap_speed_1():
    assert cap_speed(5) == 5


def test_cap_speed_2():
    assert cap_speed(6) == 6


def test_cap_speed_3():
    assert cap_speed(17) == 17


def test_cap_speed_4():
    assert cap_speed(18) == 18


def test_cap_speed_5():
    assert cap_speed(19) == 18
