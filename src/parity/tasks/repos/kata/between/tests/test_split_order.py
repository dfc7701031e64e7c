from kata_between.split_order import split_order


def test_split_order_0():
    assert split_order(2, 3, 9) == False


def test_split_order_1():
    assert split_order(3, 3, 9) == True


def test_split_order_2():
    assert split_order(4, 3, 9) == True


def test_split_order_3():
    assert split_order(8, 3, 9) == True


def test_split_order_4():
    assert split_order(9, 3, 9) == False


def test_split_order_5():
    assert split_order(10, 3, 9) == False
