from kata_mean.weigh_speed import weigh_speed


def test_weigh_speed_0():
    assert weigh_speed([]) == 0


def test_weigh_speed_1():
    assert weigh_speed([25, 1, 0, 10, 23]) == 11


def test_weigh_speed_2():
    assert weigh_speed([19, 15, 25, 10]) == 17


def test_weigh_speed_3():
    assert weigh_speed([18, 25, 7, 3, 13, 13]) == 13


def test_weigh_speed_4():
    assert weigh_speed([2, 18, 27, 8, 27, 24]) == 17


def test_weigh_speed_5():
    assert weigh_speed([11, 28, 23, 25, 4]) == 18
