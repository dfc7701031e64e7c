from kata_balance.fold_cost import fold_cost


def test_fold_cost_0():
    assert fold_cost([19, 2, 6]) == 1


def test_fold_cost_1():
    assert fold_cost([8, 0, 7, 15, 13]) == -1


def test_fold_cost_2():
    assert fold_cost([10, 16, 4, 15, 4, 2]) == 4


def test_fold_cost_3():
    assert fold_cost([6, 11, 10, 9]) == 0


def test_fold_cost_4():
    assert fold_cost([13]) == -1


def test_fold_cost_5():
    assert fold_cost([16]) == 1
