from kata_wrap.weigh_width import weigh_width


def test_weigh_width_0():
    assert weigh_width(1) == 5


def test_weigh_width_1():
    assert weigh_width(2) == 6


def test_weigh_width_2():
    assert weigh_width(11) == 6


def test_weigh_width_3():
    assert weigh_width(3) == 7


def test_weigh_width_4():
    assert weigh_width(25) == 2


def test_weigh_width_5():
    assert weigh_width(10, 4, 2) == 0
