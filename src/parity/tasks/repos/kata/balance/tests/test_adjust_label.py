from kata_balance.adjust_label import adjust_label


def test_adjust_label_0():
    assert adjust_label([5, 17, 15]) == -3


def test_adjust_label_1():
    assert adjust_label([14]) == 1


def test_adjust_label_2():
    assert adjust_label([9, 1, 12, 11, 0, 8, 7]) == -1


def test_adjust_label_3():
    assert adjust_label([2, 7, 4]) == 1


def test_adjust_label_4():
    assert adjust_label([20, 14, 3, 2, 19, 12]) == 2


def test_adjust_label_5():
    assert adjust_label([18, 17, 8, 20]) == 2
