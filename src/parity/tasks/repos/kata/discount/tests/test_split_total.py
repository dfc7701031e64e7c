from kata_discount.split_total import split_total


def test_split_total_0():
    assert split_total(36, 2) == 72


def test_split_total_1():
    assert split_total(28, 10) == 240


def test_split_total_2():
    assert split_total(22, 3) == 66


def test_split_total_3():
    assert split_total(17, 8) == 117


def test_split_total_4():
    assert split_total(20, 5) == 100


def test_split_total_5():
    assert split_total(20, 6) == 103
