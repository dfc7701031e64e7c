from kata_clamp.weigh_value import weigh_value


def test_weigh_value_0():
    assert weigh_value(1) == 2


def test_weigh_value_1():
    assert weigh_value(2) == 2


def test_weigh_value_2():
    assert weigh_value(3) == 3


def test_weigh_value_3():
    assert weigh_value(16) == 16


def test_weigh_value_4():
    assert weigh_value(17) == 17


def test_weigh_value_5():
    assert weigh_value(18) == 17
