from kata_between.check_range import check_range


def test_check_range_0():
    assert check_range(2, 3, 9) == False


def test_check_range_1():
    assert check_range(3, 3, 9) == True


def test_check_range_2():
    assert check_range(4, 3, 9) == True


def test_check_range_3():
    assert check_range(8, 3, 9) == True


def test_check_range_4():
    assert check_range(9, 3, 9) == False


def test_check_range_5():
    assert check_range(10, 3, 9) == False
