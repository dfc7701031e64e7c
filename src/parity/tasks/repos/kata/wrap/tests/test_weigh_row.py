from kata_wrap.weigh_row import weigh_row


def test_weigh_row_0():
    assert weigh_row(29) == 4


def test_weigh_row_1():
    assert weigh_row(21) == 5


def test_weigh_row_2():
    assert weigh_row(16) == 0


def test_weigh_row_3():
    assert weigh_row(1) == 3


def test_weigh_row_4():
    assert weigh_row(25) == 0


def test_weigh_row_5():
    assert weigh_row(3, 7, 0) == 3
