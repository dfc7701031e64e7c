from kata_weigh.weigh_speed import weigh_speed


def test_weigh_speed_0():
    assert weigh_speed([12]) == 48


def test_weigh_speed_1():
    assert weigh_speed([2, 12, 10, 11, 12]) == 182


def test_weigh_speed_2():
    assert weigh_speed([6, 5, 7, 0, 8]) == 89


def test_weigh_speed_3():
    assert weigh_speed([10, 9, 12, 12]) == 172


def test_weigh_speed_4():
    assert weigh_speed([0, 5]) == 5


def test_weigh_speed_5():
    assert weigh_speed([2, 10, 3, 10, 5]) == 90
