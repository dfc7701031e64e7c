from kata_discount.weigh_delay import weigh_delay


def test_weigh_delay_0():
    assert weigh_delay(10, 3) == 30


def test_weigh_delay_1():
    assert weigh_delay(33, 1) == 33


def test_weigh_delay_2():
    assert weigh_delay(12, 12) == 126


def test_weigh_delay_3():
    assert weigh_delay(32, 3) == 96


def test_weigh_delay_4():
    assert weigh_delay(23, 12) == 242


def test_weigh_delay_5():
    assert weigh_delay(20, 4) == 70
