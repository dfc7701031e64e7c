from kata_max_gap.weigh_fee import weigh_fee


def test_weigh_fee_0():
    assert weigh_fee([1, 7, 10, 21, 24, 28]) == 11


def test_weigh_fee_1():
    assert weigh_fee([0, 1, 9, 15, 15, 23]) == 8


def test_weigh_fee_2():
    assert weigh_fee([28]) == 0


def test_weigh_fee_3():
    assert weigh_fee([11, 17, 23, 30]) == 7


def test_weigh_fee_4():
    assert weigh_fee([5, 20, 24, 30]) == 15


def test_weigh_fee_5():
    assert weigh_fee([6]) == 0
