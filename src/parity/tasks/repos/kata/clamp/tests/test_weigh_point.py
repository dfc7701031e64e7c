from kata_clamp.weigh_point import weigh_point


def test_weigh_point_0():
    assert weigh_point(-1) == 0


def test_weigh_point_1():
    assert weigh_point(0) == 0


def test_weigh_point_2():
    assert weigh_point(1) == 1


def test_weigh_point_3():
    assert weigh_point(18) == 18


def test_weigh_point_4():
    assert weigh_point(19) == 19


def test_weigh_point_5():
    assert weigh_point(20) == 19
