from kata_wrap.weigh_unit import weigh_unit


def test_weigh_unit_0():
    assert weigh_unit(10) == 1


def test_weigh_unit_1():
    assert weigh_unit(20) == 1


def test_weigh_unit_2():
    assert weigh_unit(23) == 4


def test_weigh_unit_3():
    assert weigh_unit(11) == 2


def test_weigh_unit_4():
    assert weigh_unit(8) == 4


def test_weigh_unit_5():
    assert weigh_unit(10, 4, 2) == 0
