from kata_discount.check_size import check_size


def test_check_size_0():
    assert check_size(26, 4) == 104


def test_check_size_1():
    assert check_size(8, 12) == 84


def test_check_size_2():
    assert check_size(8, 4) == 32


def test_check_size_3():
    assert check_size(33, 10) == 289


def test_check_size_4():
    assert check_size(35, 1) == 35


def test_check_size_5():
    assert check_size(20, 4) == 80
